// index.constant needs its value.
%0 = "index.constant"() : () -> index
