variable "a" {
  default = {
id = 1
count 7
}
}

variable "port" {
  default = {
for label = 5
} ?
}
