// builtin.module has no results.
%0 = "builtin.module"() ({
^bb0:
}) : () -> i32
