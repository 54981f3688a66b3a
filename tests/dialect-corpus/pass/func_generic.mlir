// func ops written in generic form: properties in <{...}>, empty regions for declarations,
// entry-block arguments; printed back in custom form, func ops drop their prefix inside.
"func.func"() <{function_type = (i32) -> i32, sym_name = "id", sym_visibility = "private", arg_attrs = [{foo.a}], res_attrs = [{}]}> ({
^bb0(%arg0: i32):
  "func.return"(%arg0) : (i32) -> ()
}) {foo.k = 1 : i32} : () -> ()
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "decl", sym_visibility = "private", no_inline}> ({
}) : () -> ()
"func.func"() <{function_type = () -> (i32), sym_name = "user"}> ({
  %0 = "func.constant"() <{value = @id}> : () -> ((i32) -> i32)
  %1 = "foo.val"() : () -> i32
  %2 = "func.call"(%1) <{callee = @id, no_inline}> {foo.z} : (i32) -> i32
  %3 = "func.call_indirect"(%0, %2) : ((i32) -> i32, i32) -> i32
  "func.return"(%3) : (i32) -> ()
}) : () -> ()
