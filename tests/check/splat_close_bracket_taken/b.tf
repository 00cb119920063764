variable "w" {
  type = map(string)
  default = {
enabled [ * [ "a" ]
meta = "a"
}
}
