// A symbol name attribute is written `@name`.
test.format_symbol_name_attr_op "x"
