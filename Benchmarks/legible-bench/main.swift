// Placeholder: prints one tab-separated line per figure.
print("placeholder\t0\t0\t0")
