mod d {
    ods_macros::include_ods!("static-method-with-receiver.ods");
}

fn main() {}
