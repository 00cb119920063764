enabled = true
location = <<EOT
westeurope
