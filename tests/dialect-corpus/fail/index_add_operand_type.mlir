// Index ops take index operands only.
%a, %b = "test.ab"() : () -> (index, i32)
%0 = "index.add"(%a, %b) : (index, i32) -> index
