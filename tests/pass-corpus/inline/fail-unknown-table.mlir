// ARGS: --allow-unregistered-dialect --inline
// A call inside an unregistered single-region op (a possible unknown symbol table) does
// not resolve; one inside an unregistered op with two regions resolves but is not inlined
// (the op allows nothing); calls elsewhere in the function still are.
func.func @f(%a: i32) -> i32 {
  "xyz.one"() ({
    %0 = func.call @sq(%a) : (i32) -> i32
    "xyz.use"(%0) : (i32) -> ()
  }) : () -> ()
  "xyz.two"() ({
    %0 = func.call @sq(%a) : (i32) -> i32
    "xyz.use"(%0) : (i32) -> ()
  }, {
  }) : () -> ()
  %1 = call @sq(%a) : (i32) -> i32
  return %1 : i32
}
func.func private @sq(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
