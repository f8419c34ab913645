"""Card set imports (admin endpoint and CLI): schema checks, errors that say where, all or nothing, idempotent."""

from __future__ import annotations

import csv
import io
import json

from service.cards.set_files import SET_COLUMNS, parse_csv
from service.cli import main as cli_main
from tests.cards.conftest import arcane_set, import_doc
from tests.service.test_errors import assert_problem


def _csv(doc: dict) -> str:
    columns = [
        *SET_COLUMNS,
        "id",
        "number",
        "name",
        "type",
        "rarity",
        "text",
        "essence",
        "traits",
        "cost",
        "per_deck",
        "ancient",
        "ap",
        "hp",
        "keywords",
        "errata",
    ]
    out = io.StringIO()
    writer = csv.DictWriter(out, columns)
    writer.writeheader()
    info = doc["set"]
    for card in doc["cards"]:
        row = {
            "set_code": info["code"],
            "set_name": info["name"],
            "ruleset": info["ruleset"],
            "released": info["released"],
        }
        for k in columns[4:]:
            v = card.get(k)
            row[k] = "|".join(v) if k in ("traits", "keywords") and v else json.dumps(v) if k == "errata" and v else v
        writer.writerow({k: ("" if v is None else v) for k, v in row.items()})
    return out.getvalue()


def test_json_errors_name_the_card_and_path_and_nothing_is_stored(client, admin):
    doc = arcane_set()
    doc["cards"][2]["cost"] = "three"
    doc["cards"][4]["type"] = "god"
    resp = import_doc(client, admin, doc)
    errors = assert_problem(resp, 422, "validation-error")["errors"]
    assert {(e["path"], e["card_id"]) for e in errors} == {("cards[2].cost", "tst1-003"), ("cards[4].type", "tst1-005")}
    token = client.new_user_token()
    assert client.get("/v1/rulesets/arcane/cards", token=token).get_json()["items"] == []


def test_json_syntax_error_has_a_line(client, admin):
    resp = import_doc(client, admin, '{\n  "set": {\n  "cards": [,]\n}')
    (err,) = assert_problem(resp, 422, "validation-error")["errors"]
    assert err["line"] == 3 and "JSON" in err["message"]


def test_consistency_errors_duplicates_and_ids(client, admin):
    doc = arcane_set()
    doc["cards"][1]["id"] = "tst1-001"
    doc["cards"][3]["number"] = "003"
    doc["cards"][5]["id"] = "tst1-060"
    messages = [e["message"] for e in assert_problem(import_doc(client, admin, doc), 422, "validation-error")["errors"]]
    assert any("Duplicate card id" in m for m in messages)
    assert any("Duplicate number" in m for m in messages)
    assert any("has id 'tst1-006'" in m for m in messages)


def test_reprint_of_an_unknown_card_is_refused(client, admin):
    doc = arcane_set()
    doc["cards"][0]["id"] = "zzz9-001"
    errors = assert_problem(import_doc(client, admin, doc), 422, "validation-error")["errors"]
    assert errors[0]["card_id"] == "zzz9-001" and "unknown card" in errors[0]["message"]


def test_csv_import_round_trip_and_errors_with_line_numbers(client, admin):
    text = _csv(arcane_set())
    parsed = parse_csv(text)
    assert [c["id"] for c in parsed.document["cards"]] == [f"tst1-00{i}" for i in range(1, 7)]
    assert parsed.document["cards"][0]["traits"] == ["Haste"]
    lines = text.splitlines()
    lines[3] = lines[3].replace(",3,3,", ",x,3,")  # Cinder Rain's cost, on line 4
    resp = import_doc(client, admin, "\n".join(lines) + "\n", fmt="csv")
    errors = assert_problem(resp, 422, "validation-error")["errors"]
    assert [(e["line"], e["path"], e["card_id"]) for e in errors] == [(4, "cards[2].cost", "tst1-003")]
    resp = import_doc(client, admin, text, fmt="csv")
    assert resp.status_code == 201 and resp.get_json()["created"] == 6


def test_csv_row_with_a_different_set_is_refused(client, admin):
    lines = _csv(arcane_set()).splitlines()
    lines[2] = lines[2].replace("TST1", "TST9", 1)
    errors = assert_problem(import_doc(client, admin, "\n".join(lines), fmt="csv"), 422, "validation-error")["errors"]
    assert errors[0]["line"] == 3


def test_import_twice_changes_nothing_the_second_time(client, admin):
    first = import_doc(client, admin, arcane_set()).get_json()
    assert (first["created"], first["versions_added"]) == (6, 7)
    second = import_doc(client, admin, arcane_set()).get_json()
    assert (second["created"], second["updated"], second["versions_added"]) == (0, 0, 0)


def test_import_needs_admin(client):
    token = client.new_user_token()
    assert_problem(import_doc(client, token, arcane_set()), 403, "forbidden")


def test_cli_import_reports_errors_and_imports(settings, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr("service.cli.load_settings", lambda: settings)
    bad = arcane_set()
    bad["cards"][0]["rarity"] = "shiny"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    assert cli_main(["cards", "import", str(path)]) == 1
    assert "cards[0].rarity" in capsys.readouterr().err
    good = tmp_path / "set.csv"
    good.write_text(_csv(arcane_set()))
    assert cli_main(["cards", "import", str(good)]) == 0
    assert "imported TST1 (arcane): 6 cards" in capsys.readouterr().out
