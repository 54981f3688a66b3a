// `attr-dict-with-keyword` may hold the inherent attributes, but `attr` is required.
test.format_attr_dict_w_keyword attributes {opt_attr = 1 : i64}
