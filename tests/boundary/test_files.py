"""Safe writes (oracle.files): a unique temporary file, atomic rename, nothing but regular files replaced."""

from __future__ import annotations

import os
import stat

import pytest

from oracle.errors import InvalidInputError, OutputError
from oracle.files import check_writable, read_bounded, write_atomic


def test_a_file_is_written_whole_and_replaced_atomically(tmp_path):
    target = tmp_path / "game.json"
    write_atomic(target, "first\n")
    os.chmod(target, 0o640)
    write_atomic(target, "second\n")
    assert target.read_text() == "second\n"
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640, "a replaced file keeps its permissions"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"], "no temporary file is left"


def test_a_planted_symlink_beside_the_target_is_not_followed(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    (tmp_path / "out.json.part").symlink_to(victim)     # the fixed temporary name of earlier versions
    write_atomic(tmp_path / "out.json", "{}\n")
    assert victim.read_text() == "precious\n"
    assert (tmp_path / "out.json").read_text() == "{}\n"


@pytest.mark.parametrize("kind", ["symlink", "directory", "fifo"])
def test_only_regular_files_are_replaced(tmp_path, kind):
    target = tmp_path / "out.json"
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    if kind == "symlink":
        target.symlink_to(victim)
    elif kind == "directory":
        target.mkdir()
    else:
        os.mkfifo(target)
    expected = {"symlink": "it is a symbolic link; name the file itself", "directory": "it is a directory",
                "fifo": "it is not a regular file (a device, a FIFO or a socket)"}[kind]
    with pytest.raises(OutputError) as caught:
        write_atomic(target, "{}\n")
    assert str(caught.value) == f"cannot write {target}: {expected}"
    assert victim.read_text() == "precious\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json", "victim.txt"]


def test_a_device_is_never_replaced():
    with pytest.raises(OutputError) as caught:
        check_writable("/dev/null")
    assert str(caught.value) == "cannot write /dev/null: it is not a regular file (a device, a FIFO or a socket)"
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.parametrize(("path", "message"), [
    ("", "cannot write to an empty path"),
    ("/", "cannot write /: it names a directory, not a file"),
    ("no/such/folder/out.json", "cannot write no/such/folder/out.json: the folder no/such/folder does not exist"),
])
def test_paths_that_cannot_be_written_are_refused_up_front(path, message):
    with pytest.raises(OutputError) as caught:
        check_writable(path)
    assert str(caught.value) == message


def test_reads_are_bounded(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b"x" * 101)
    assert read_bounded(big, 101) == b"x" * 101
    with pytest.raises(InvalidInputError) as caught:
        read_bounded(big, 100, "the record")
    assert caught.value.message == f"the record {big} is longer than 100 bytes, the most that is read"
    with pytest.raises(InvalidInputError) as caught:
        read_bounded(tmp_path, 100)
    assert caught.value.message == f"cannot read {tmp_path}: it is a directory"
    with pytest.raises(InvalidInputError) as caught:
        read_bounded("/dev/zero", 100)
    assert caught.value.message == "cannot read /dev/zero: it is not a regular file"


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    with pytest.raises(InvalidInputError) as caught:
        read_bounded(fifo, 100)
    assert caught.value.message == f"cannot read {fifo}: it is not a regular file"
