"""$CC and config.cflags split as the shell would, without importing shlex for plain words."""
import shlex

from hypothesis import given
from hypothesis import strategies as st

from opspec.link.c.words import split_words


@given(st.text(st.characters(max_codepoint=127), max_size=30))
def test_split_words_is_shlex_split(text):
    try:
        expected = tuple(shlex.split(text))
    except ValueError:          # unbalanced quotes: shlex's error, from shlex itself
        try:
            split_words(text)
        except ValueError:
            return
        raise AssertionError(f"{text!r} splits without shlex's error")
    assert split_words(text) == expected


@given(st.text(max_size=20))
def test_split_words_is_shlex_split_beyond_ascii(text):
    try:
        expected = tuple(shlex.split(text))
    except ValueError:
        return
    assert split_words(text) == expected


def test_plain_words_do_not_import_shlex():
    import subprocess
    import sys
    code = ("import sys; from opspec.link.c.words import split_words; from opspec.link.c.build import compiler_command; "
            "import opspec.link.c.flags as f; f.base_flags(); f.known(); "
            "assert split_words('gcc -O2  -g') == ('gcc', '-O2', '-g') and compiler_command(); "
            "print('shlex' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.split()[-1] == "False"
