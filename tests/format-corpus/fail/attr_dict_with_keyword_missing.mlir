// `attr-dict-with-keyword` needs the `attributes` keyword before the dictionary.
test.format_attr_dict_w_keyword {attr = 10 : i64}
