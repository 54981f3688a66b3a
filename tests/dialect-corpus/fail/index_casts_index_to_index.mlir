// A cast converts between index and an integer type.
%a = "test.a"() : () -> index
%0 = index.casts %a : index to index
