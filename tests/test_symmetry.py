"""Tests of the board's 16 symmetries (symmetry.py): they form a group, keep
every mill and every line, and swap the inner and outer squares."""

from computer import symmetry
from board import ADJACENT, MILLS, POINTS


def test_there_are_16_symmetries_and_they_form_a_group():
    symmetries = set(symmetry.SYMMETRIES)
    assert len(symmetries) == 16
    assert tuple(POINTS) in symmetries
    for first in symmetries:
        assert sorted(first) == list(POINTS)        # a permutation
        for second in symmetries:
            combined = tuple(second[first[point]] for point in POINTS)
            assert combined in symmetries


def test_each_symmetry_maps_mills_onto_mills_and_lines_onto_lines():
    mills = {frozenset(mill) for mill in MILLS}
    lines = {frozenset((a, b)) for a in POINTS for b in ADJACENT[a]}
    for permutation in symmetry.SYMMETRIES:
        assert {frozenset(permutation[p] for p in mill) for mill in mills} \
            == mills
        assert {frozenset(permutation[p] for p in line) for line in lines} \
            == lines


def test_inside_out_swaps_the_outer_and_inner_squares():
    outer = {0, 1, 2, 9, 14, 21, 22, 23}
    inner = {6, 7, 8, 11, 12, 15, 16, 17}
    assert {symmetry.INSIDE_OUT[p] for p in outer} == inner
    assert symmetry.INSIDE_OUT[0] == 6 and symmetry.INSIDE_OUT[23] == 17
