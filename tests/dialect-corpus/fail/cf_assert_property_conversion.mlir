// A string property given an integer.
func.func @f(%a: i1) {
  "cf.assert"(%a) <{msg = 3 : i32}> : (i1) -> ()
  return
}
