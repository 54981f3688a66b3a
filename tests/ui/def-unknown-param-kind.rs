mod d {
    ods_macros::include_ods!("def-unknown-param-kind.ods");

}

fn main() {}
