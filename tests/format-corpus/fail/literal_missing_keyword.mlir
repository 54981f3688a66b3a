// A missing keyword literal after an oilist.
test.oilist_allowed_literal foo bar
