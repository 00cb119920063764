variable "a" {
  type = map(map(bool))
  default = {
count = {
opts = null
}
[ enabled true
}
}
