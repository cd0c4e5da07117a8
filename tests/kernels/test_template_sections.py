"""Template sections render as ``string.Template`` would, at a fraction of its cost."""
from string import Template

import pytest
from hypothesis import given
from hypothesis import strategies as st

from opspec.kernels import text
from opspec.kernels.text import Section

names = st.sampled_from(["name", "ctype", "var", "n2", "_x"])
literals = st.text(st.characters(blacklist_characters="$"), max_size=12)


@given(st.lists(st.tuples(literals, names), max_size=6), literals,
       st.dictionaries(names, st.one_of(st.integers(), literals, st.floats(allow_nan=False)), min_size=5))
def test_a_section_renders_as_string_template(pieces, tail, values):
    body = "".join(f"{literal}${{{name}}}" for literal, name in pieces) + tail
    values = {**dict.fromkeys(["name", "ctype", "var", "n2", "_x"], "v"), **values}
    assert Section(body).substitute(values) == Template(body).substitute(values)


def test_every_section_of_the_file_renders_as_string_template():
    for name, section in text._load().items():
        body = "".join(f"{lit}${{{n}}}" for lit, n in zip(section.literals, section.names)) + section.literals[-1]
        values = {n: f"<{n}>" for n in section.names}
        assert section.substitute(values) == Template(body).substitute(values), name


def test_a_missing_value_or_a_stray_dollar_is_an_error():
    with pytest.raises(KeyError):
        Section("a ${x} b ${y}").substitute({"x": 1})
    with pytest.raises(ValueError, match="placeholder"):
        Section("cost $5")
