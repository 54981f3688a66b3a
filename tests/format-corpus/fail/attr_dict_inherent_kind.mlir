// Inherent attributes given in the attribute dictionary are checked while parsing.
test.format_attr_dict_w_keyword attributes {attr = "s"}
