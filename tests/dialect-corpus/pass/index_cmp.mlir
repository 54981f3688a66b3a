// index.cmp with every predicate, as a keyword, a string or a full attribute.
%a, %b = "test.args"() : () -> (index, index)
%0 = index.cmp eq(%a, %b)
%1 = index.cmp ne(%a, %b)
%2 = index.cmp slt(%a, %b)
%3 = index.cmp sle(%a, %b)
%4 = index.cmp sgt(%a, %b)
%5 = index.cmp sge(%a, %b)
%6 = index.cmp ult(%a, %b)
%7 = index.cmp ule(%a, %b)
%8 = index.cmp ugt(%a, %b)
%9 = index.cmp uge(%a, %b)
%10 = index.cmp "slt"(%a, %b)
%11 = index.cmp #index<cmp_predicate sge>(%a, %b)
%12 = index.cmp ne(%a, %b) {tag}
%13 = index.cmp   eq ( %a , %b )
%14 = index.cmp slt(%a, %b) {pred = #index<cmp_predicate ugt>}
%15 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
%16 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate   "uge">} : (index, index) -> i1
%17 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate eq trailing>} : (index, index) -> i1
"test.use"() {p = #index<cmp_predicate sle>, q = [#index<cmp_predicate ult>]} : () -> ()
