"""Single-elimination top cut seeded by standing, default event length, and openskill ratings."""

from __future__ import annotations

from rules.tournaments import cut_size, default_swiss_rounds, pair_top_cut
from rules.tournaments.ratings import Rating, finish_of_match, rate_table


def test_top_eight_is_seeded_one_v_eight_four_v_five_two_v_seven_three_v_six():
    seeds = [f"s{i}" for i in range(1, 9)]
    first = pair_top_cut(seeds, 8, None)
    assert [p.players for p in first] == [("s1", "s8"), ("s4", "s5"), ("s2", "s7"), ("s3", "s6")]
    semis = pair_top_cut(seeds, 8, ["s1", "s5", "s7", "s3"])
    assert [p.players for p in semis] == [("s1", "s5"), ("s3", "s7")]  # the better seed listed first
    final = pair_top_cut(seeds, 8, ["s5", "s3"])
    assert [p.players for p in final] == [("s3", "s5")] and final[0].explanation["round_name"] == "final"
    assert final[0].explanation["final"] and not semis[0].explanation["final"]


def test_top_cut_shrinks_to_the_field_and_default_rounds_follow_the_player_count():
    assert cut_size(8, 100) == 8 and cut_size(8, 6) == 4 and cut_size(4, 3) == 2 and cut_size(0, 50) == 0
    assert cut_size(32, 100) == 32 and cut_size(32, 20) == 16 and cut_size(16, 16) == 16
    assert [default_swiss_rounds(n) for n in (2, 8, 9, 32, 200, 1024)] == [1, 3, 4, 5, 8, 10]


def test_rating_winner_rises_loser_falls_and_a_draw_leaves_equals_equal():
    new = rate_table({}, finish_of_match(["a", "b"], "a"))
    assert new["a"].mu > Rating().mu > new["b"].mu
    assert new["a"].sigma < Rating().sigma
    drawn = rate_table({}, finish_of_match(["a", "b"], None))
    assert drawn["a"] == drawn["b"]


def test_rating_a_pod_orders_by_finish_and_upsets_move_more():
    new = rate_table({}, [["c"], ["a", "b"], ["d"]])
    assert new["c"].mu > new["a"].mu == new["b"].mu > new["d"].mu
    strong, weak = Rating(35.0, 3.0), Rating(15.0, 3.0)
    expected = rate_table({"s": strong, "w": weak}, [["s"], ["w"]])
    upset = rate_table({"s": strong, "w": weak}, [["w"], ["s"]])
    assert upset["w"].mu - weak.mu > expected["s"].mu - strong.mu > 0
