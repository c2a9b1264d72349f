"""Population statistics: per-group score histograms kept up to date on submit."""
