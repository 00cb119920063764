variable "i" {
  default = [
for , x in y: x]
}
