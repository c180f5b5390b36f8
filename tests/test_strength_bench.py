"""bench/strength.py plays runs that share no game when their seeds differ,
gives each player a generator of its own, and says how sure its score is."""

from math import sqrt
from statistics import mean, stdev

import pytest

from strength import Z_95, game_number, generators, score_interval


def draws(rng, count=20):
    """Return the first `count` numbers a random generator gives."""
    return [rng.random() for _ in range(count)]


def test_runs_with_different_seeds_share_no_game():
    games = [set(game_number(seed, number) for number in range(1000))
             for seed in (1, 2, 3, 7)]
    assert all(len(run) == 1000 for run in games)
    assert len(set.union(*games)) == 4000


def test_the_two_games_of_a_pair_share_only_their_opening():
    first, second, next_pair = (generators(5, number) for number in (0, 1, 2))
    assert draws(first[0]) == draws(second[0])
    assert draws(generators(5, 0)[0]) != draws(next_pair[0])
    sides = [draws(rng) for rng in first[1:] + second[1:]]
    assert all(sides.count(side) == 1 for side in sides)


def test_each_player_has_a_generator_of_its_own_in_every_run():
    one, other = generators(1, 0), generators(2, 0)
    assert draws(one[1]) != draws(one[2])
    assert draws(generators(1, 0)[1]) != draws(other[1])


def test_a_draw_counts_half_and_the_interval_comes_from_the_pairs():
    pairs = [[1, 0], [1, 0.5], [0.5, 0.5], [0, 0]]
    score, half_width = score_interval(pairs)
    assert score == 3.5 / 8
    pair_scores = [mean(points) for points in pairs]
    assert abs(half_width - Z_95 * stdev(pair_scores) / sqrt(4)) < 1e-12


def test_pairs_that_all_score_alike_leave_no_doubt():
    assert score_interval([[1, 0]] * 10) == (0.5, 0.0)


@pytest.mark.slow
def test_a_child_who_only_closes_mills_beats_beginner_about_half_the_time():
    from strength import play_match
    pair_points = play_match('novice', 'beginner', 1000, 31, None, None)[4]
    score, half_width = score_interval(pair_points)
    assert score - half_width <= 0.5 <= score + half_width
    assert half_width < 0.035
