mod d {
    ods_macros::include_ods!("def-unknown-param-kind-no-suggestion.ods");

}

fn main() {}
