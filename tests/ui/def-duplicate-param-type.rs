mod d {
    ods_macros::include_ods!("def-duplicate-param-type.ods");

}

fn main() {}
