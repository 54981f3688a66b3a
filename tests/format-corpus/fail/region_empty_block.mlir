// A block of a region of a registered op ends with a terminator.
%0 = test.format_infer_type_regions {
^bb0:
}
