mod d {
    ods_macros::include_ods!("def-op-trait-on-type.ods");

}

fn main() {}
