"""The pages of Duel with both expansions: the combination's overview and its part of the Rulings and FAQ page."""
