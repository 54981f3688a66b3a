mod d {
    ods_macros::include_ods!("unknown-op-field.ods");
}

fn main() {}
