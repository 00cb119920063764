output "x" { value = 1 }
