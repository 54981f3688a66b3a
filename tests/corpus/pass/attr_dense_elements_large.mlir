// Non-splat dense elements with more than 100 elements print in hex form;
// exactly 100 elements still print as a decimal list. Splats never use hex.
"foo.hundred"() {a = dense<[
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
]> : tensor<100xi8>} : () -> ()
"foo.hundred_one"() {a = dense<[
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  0
]> : tensor<101xi8>} : () -> ()
"foo.bits"() {a = dense<[
  true, false, false, true, false, false, true, false, false, true, false, false,
  true, false, false, true, false, false, true, false, false, true, false, false,
  true, false, false, true, false, false, true, false, false, true, false, false,
  true, false, false, true, false, false, true, false, false, true, false, false,
  true, false, false, true, false, false, true, false, false, true, false, false,
  true, false, false, true, false, false, true, false, false, true, false, false,
  true, false, false, true, false, false, true, false, false, true, false, false,
  true, false, false, true, false, false, true, false, false, true, false, false,
  true, false, false, true, false
]> : tensor<101xi1>} : () -> ()
"foo.floats"() {a = dense<[
  0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5,
  0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5,
  0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5,
  0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5,
  0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5,
  0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5,
  0.5, 1.5, 2.5, 3.5, 0.5
]> : tensor<101xf32>} : () -> ()
"foo.shaped"() {a = dense<[
  [0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0],
  [1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1],
  [2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2],
  [3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3],
  [4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4],
  [0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0],
  [1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1],
  [2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2],
  [3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3],
  [4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4],
  [0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0]
]> : tensor<11x11xi16>} : () -> ()
"foo.splat"() {a = dense<3> : tensor<101xi8>, b = dense<[7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]> : tensor<101xi8>} : () -> ()
