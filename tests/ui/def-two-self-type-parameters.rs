mod d {
    ods_macros::include_ods!("def-two-self-type-parameters.ods");

}

fn main() {}
