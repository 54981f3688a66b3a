mod d {
    ods_macros::include_ods!("def-reserved-parameter-name.ods");

}

fn main() {}
