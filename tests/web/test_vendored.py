"""Vendored browser libraries are byte-for-byte the files of the npm packages package-lock.json pins, with licences."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.web.vendor import ROOT, VENDORED, WEB, locked_version


@pytest.mark.parametrize("item", VENDORED, ids=lambda v: v.target)
def test_vendored_file_is_the_locked_package_file(item):
    assert locked_version(item.package) == item.version, "run `make vendor` after changing package.json"
    source = ROOT / "node_modules" / item.package / item.source
    assert source.exists(), "make test installs node_modules (npm ci)"
    assert (WEB / item.target).read_bytes() == source.read_bytes(), "run `make vendor`"


def test_every_vendored_package_ships_its_licence():
    for package in {v.package for v in VENDORED}:
        assert any(Path(v.target).name == "LICENSE" for v in VENDORED if v.package == package), package
