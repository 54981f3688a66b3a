// cf ops written in generic form: segment sizes, case values and case operand segments.
"func.func"() <{function_type = (i1, i16) -> (), sym_name = "g"}> ({
^bb0(%c: i1, %v: i16):
  "cf.assert"(%c) <{msg = "generic"}> : (i1) -> ()
  "cf.cond_br"(%c, %v, %v)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 9>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i16, i16) -> ()
^bb1(%a: i16):
  "cf.br"(%a)[^bb2] : (i16) -> ()
^bb2(%b: i16):
  "cf.switch"(%b, %b)[^bb3, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[7, -7]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i16, i16) -> ()
^bb3:
  "func.return"() : () -> ()
}) : () -> ()
