// An operation with no results cannot be given a result name.
%0 = "foo.a"() : () -> ()
