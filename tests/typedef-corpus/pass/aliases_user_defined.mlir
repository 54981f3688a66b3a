// Alias definitions in the input (`!a = !test...`, `#a = #test...`) are expanded; the printer
// only emits the aliases it chooses itself (here: the test dialect's !test_ui8).
!pair = !test.cmpnd_a<2, i32, [1, 2]>
!unsigned8 = !test.int<unsigned, 8>
!nested = !test.cmpnd_inner<1 <2, !pair, []>>
#params = #test.attr_params<3, 4>
#typed = #test.attr_self_type_format<5> : i32
#arr = [#params, #test.cmpnd_nested<nested = <1, !unsigned8, []>>]
"foo.a"() {p = #params, t = #typed, a = #arr} : () -> (!pair, !unsigned8, !nested)
"foo.b"() : () -> tensor<2x!pair, #params>
