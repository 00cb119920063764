variable "size" {
  type = map(string)
  default = {
enabled = .
count = "null"
opts = {
= "b"
}
}
}
