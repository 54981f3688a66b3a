// math.absi takes signless integers only.
%a = "test.a"() : () -> f32
%0 = math.absi %a : f32
