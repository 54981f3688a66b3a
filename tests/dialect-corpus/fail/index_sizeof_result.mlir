// sizeof returns index.
%0 = "index.sizeof"() : () -> i64
