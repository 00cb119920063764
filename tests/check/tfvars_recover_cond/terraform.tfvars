location = "a"
enabled = var.x ? true x
tags = {for k in [] : k}
location = "b"
