// Each oilist clause appears at most once.
test.oilist_with_keywords_only keyword otherKeyword keyword
