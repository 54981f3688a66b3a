// index.add/sub/mul fold two constants before their identities (x + 0, x - 0, x * 1): the
// result is a new index attribute, materialized as index.constant.
func.func @f(%x: index) -> (index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = index.sub %c0, %c0
  %1 = index.add %c5, %c0
  %2 = index.mul %c1, %c1
  %3 = index.mul %c5, %c0
  %4 = index.sub %x, %c0
  %5 = index.mul %x, %c0
  %6 = index.add %x, %c0
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
