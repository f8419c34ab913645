"""Registration codes: ≥ 80 random bits, typeable, case-insensitive, no look-alikes, a check character that
catches any single wrong character and any swap of neighbours; codes never collide."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.cards import codes

code_strategy = st.text(alphabet=codes.ALPHABET, min_size=17, max_size=17).map(lambda b: b + codes.check_symbol(b))


def test_code_has_at_least_80_random_bits_and_no_look_alikes():
    assert codes.RANDOM_SYMBOLS * math.log2(codes.BASE) >= 80
    assert not set("0O1IL") & set(codes.ALPHABET)
    code = codes.new_code()
    shown = codes.display(code)
    assert len(shown.split("-")) == 3 and all(len(g) == 6 for g in shown.split("-"))


def test_generated_codes_never_collide():
    generated = {codes.new_code() for _ in range(20_000)}
    assert len(generated) == 20_000


@given(code_strategy)
def test_case_spaces_and_dashes_do_not_matter(code):
    assert codes.normalise(codes.display(code).lower()) == code
    assert codes.normalise(" ".join(code)) == code


@given(code_strategy, st.integers(0, 17), st.integers(1, codes.BASE - 1))
def test_any_single_changed_character_is_caught(code, position, shift):
    wrong = codes.ALPHABET[(codes.ALPHABET.index(code[position]) + shift) % codes.BASE]
    typo = code[:position] + wrong + code[position + 1 :]
    with pytest.raises(codes.CodeInvalid, match="typo"):
        codes.normalise(typo)


@given(code_strategy, st.integers(0, 16))
def test_any_swap_of_neighbours_is_caught(code, position):
    if code[position] == code[position + 1]:
        return
    swapped = code[:position] + code[position + 1] + code[position] + code[position + 2 :]
    with pytest.raises(codes.CodeInvalid):
        codes.normalise(swapped)


@pytest.mark.parametrize("text", ["", "ABC", "O" * 18, "K7QM4T-9XWB2R-HNC5P"])
def test_malformed_input_is_refused(text):
    with pytest.raises(codes.CodeInvalid):
        codes.normalise(text)


@given(st.lists(st.integers(0, codes.BASE - 1), min_size=17, max_size=17).map(bytes))
def test_the_bulk_check_symbol_is_the_check_symbol(values):
    body = codes.symbols_of(values)
    assert codes.check_of_values(values) == codes.check_symbol(body)
    assert codes.normalise(body + codes.check_of_values(values)) == body + codes.check_symbol(body)


def test_bulk_symbols_are_uniform_over_the_alphabet():
    """Every byte value below 232 stands for one symbol 8 times over; the 24 above are dropped, not folded in."""
    values = codes.values_from(bytes(range(256)))
    assert len(values) == 232 and codes.symbols_of(values) == codes.ALPHABET * 8


def test_seeded_copies_are_valid_distinct_and_the_same_for_the_same_seed():
    from service.cards.print_run_rows import seeded_copies

    drawn = list(seeded_copies(b"k" * 32, [("tst1-001", 3000), ("tst1-002", 2000)]))
    assert drawn == list(seeded_copies(b"k" * 32, [("tst1-001", 3000), ("tst1-002", 2000)]))
    assert drawn != list(seeded_copies(b"j" * 32, [("tst1-001", 3000), ("tst1-002", 2000)]))
    assert all(codes.normalise(code) == code for _, _, code in drawn)
    assert len({serial for serial, _, _ in drawn}) == len({code for _, _, code in drawn}) == 5000
    assert all(len(serial) == 1 + codes.SERIAL_SYMBOLS and serial.startswith("S") for serial, _, _ in drawn)
