// `type(operands)` parses at least one type.
test.format_infer_type_all_types() :
