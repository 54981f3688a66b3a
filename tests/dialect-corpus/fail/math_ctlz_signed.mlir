// The integer ops take signless integers only.
%a = "test.a"() : () -> si32
%0 = math.ctlz %a : si32
