// `custom<CustomDirectiveResults>` parses at least one type in its parentheses.
%0:2 = test.format_custom_directive_results : i64 -> ()
