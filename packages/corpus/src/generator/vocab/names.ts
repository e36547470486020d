/**
 * Personal names of many nationalities, with their diacritics, particles and hyphens as they appear in
 * INSPIRE author lists. Entries of the form "Latin|native" carry the name in its own script, used for
 * `native_names` (family name first, as written natively).
 */

export interface Nationality {
  key: string;
  /** Relative share of authors, by era (before 1980, 1980–2005, after 2005). */
  weights: readonly [number, number, number];
  given: readonly string[];
  family: readonly string[];
  /** Native-script names join without a space (Chinese, Japanese, Korean). */
  nativeJoin?: '' | ' ';
  /** Probability that an author of this nationality has a second given name. */
  middleName?: number;
  countries: readonly string[];
}

const split = (list: string): string[] => list.split(',').map((name) => name.trim());

export const NATIONALITIES: readonly Nationality[] = [
  {
    key: 'english',
    weights: [30, 18, 11],
    middleName: 0.35,
    countries: ['US', 'US', 'US', 'GB', 'CA', 'AU'],
    given: split(
      'John, James, Robert, Michael, William, David, Richard, Joseph, Charles, Christopher, Daniel, Matthew, Mark, Steven, Paul, Andrew, Joshua, Kevin, Brian, George, Edward, Mary, Patricia, Jennifer, Linda, Elizabeth, Susan, Jessica, Sarah, Karen, Emily, Laura, Rachel, Hannah, Helen, Alice, Peter, Stephen, Jonathan, Timothy, Nathan, Benjamin, Samuel, Rebecca, Catherine, Margaret, Philip, Howard, Lawrence, Gregory',
    ),
    family: split(
      "Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas, Moore, Martin, Jackson, Thompson, White, Harris, Clark, Lewis, Robinson, Walker, Young, Allen, King, Wright, Scott, Hill, Green, Adams, Baker, Nelson, Carter, Mitchell, Roberts, Turner, Phillips, Campbell, Parker, Evans, Edwards, Collins, Stewart, Morris, Murphy, Cook, Rogers, Morgan, Cooper, Peterson, Reed, Bailey, Bell, Kelly, Howard, Ward, Cox, Richardson, Wood, Watson, Brooks, Bennett, Gray, Hughes, Price, Sanders, Myers, Long, Ross, Foster, Ellis, O'Brien, O'Connor, McDonald, MacLeod, Fitzgerald, Weinberg, Glashow, Gross, Wilczek, Politzer, Witten, Maldacena, Polchinski, Susskind, Randall, Sundrum, Arkani-Hamed, Dimopoulos, Georgi, Quinn, Peskin, Dixon, Kane, Hewett, Rizzo, Feng, Hall, Nomura",
    ),
  },
  {
    key: 'german',
    weights: [16, 12, 8],
    middleName: 0.2,
    countries: ['DE', 'DE', 'DE', 'AT', 'CH'],
    given: split(
      'Hans, Jürgen, Klaus, Stefan, Thomas, Andreas, Michael, Matthias, Jörg, Günter, Uwe, Wolfgang, Dieter, Sabine, Ute, Katrin, Anja, Jörn, Björn, Lukas, Felix, Maximilian, Lena, Hannah, Sören, Grit, Karl-Heinz, Hans-Jürgen, Bernd, Gerhard, Heinrich, Friedrich, Johannes, Tobias, Florian, Sebastian, Annika, Henning, Götz, Rüdiger',
    ),
    family: split(
      'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer, Koch, Bauer, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann, Hartmann, Lange, Schmitt, Werner, Krause, Meier, Lehmann, Jäger, Köhler, Böhm, Günther, Voß, Groß, Weiß, Heß, Nüßlein, Jegerlehner, Hötzel, Lüscher, Körner, Kühn, Pröbstl, von Weizsäcker, von Harling, zu Putlitz, Strümpfer, Dürr',
    ),
  },
  {
    key: 'french',
    weights: [10, 8, 6],
    middleName: 0.05,
    countries: ['FR', 'FR', 'FR', 'BE', 'CH', 'CA'],
    given: split(
      'François, Jérôme, Hélène, Zoé, Amélie, Céline, Étienne, Frédéric, Benoît, Gaëlle, Noël, Joël, René, Théo, Loïc, Cécile, Aurélien, Sébastien, Émilie, Jean-Pierre, Jean-Michel, Marie-Hélène, Anne-Sophie, Pierre, Nicolas, Julien, Guillaume, Mathieu, Claire, Isabelle, Sylvie, Olivier, Laurent, Thibault, Ségolène',
    ),
    family: split(
      "Gérard, Dubois, Lefèvre, Moreau, Girard, Lévy, Rousseau, Bérard, Fournier, Mercier, Faure, André, Benoît, Clément, Lemaître, Chevalier, Garnier, Lacroix, Hébert, Thévenin, Pâris, Bernard, Petit, Durand, Leroy, Roux, Fontaine, Le Roux, Le Guen, de Rújula, D'Hondt, Delépine, Duclos, Brézin, Zinn-Justin, Aurenche, Ferrière, Sénéchal, Cottin, Vérité",
    ),
  },
  {
    key: 'italian',
    weights: [10, 9, 7],
    middleName: 0.05,
    countries: ['IT', 'IT', 'IT', 'CH'],
    given: split(
      'Giuseppe, Giovanni, Luca, Marco, Francesco, Alessandro, Andrea, Matteo, Lorenzo, Niccolò, Chiara, Giulia, Francesca, Federica, Elisa, Paolo, Gian Carlo, Gian Francesco, Nicolò, Pier Paolo, Roberto, Stefano, Massimo, Riccardo, Valentina, Silvia, Tommaso, Fabrizio, Ilaria, Guido',
    ),
    family: split(
      "Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani, Rinaldi, Caruso, Galli, Martini, Leone, Longo, Gentile, Martinelli, Vitale, Serra, Coppola, De Santis, D'Angelo, Marchetti, Parisi, Villa, Conte, Ferraro, Fabbri, Bianco, Marini, Grasso, Valentini, Messina, Sala, De Angelis, Gatti, Pellegrini, Palumbo, Sanna, Farina, Rizzi, Monti, Cattaneo, Morelli, Amato, Silvestri, di Giacomo, Del Duca, Nicrosini, Altarelli, Veneziano, Maiani, Cabibbo",
    ),
  },
  {
    key: 'spanish',
    weights: [5, 7, 7],
    middleName: 0.15,
    countries: ['ES', 'ES', 'ES', 'MX', 'AR', 'CL', 'CO'],
    given: split(
      'José, María, Jesús, Javier, Andrés, Ángel, Raúl, Inés, Sofía, Lucía, Álvaro, Íñigo, Begoña, Joaquín, Martín, Julián, Sebastián, Mónica, Verónica, Carlos, Luis, Juan, Manuel, Pablo, Diego, Alejandro, Daniel, Elena, Pilar, Rocío, Ramón, Germán, Nuria, Ximena',
    ),
    family: split(
      'Núñez, García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, Hernández, Díaz, Moreno, Álvarez, Muñoz, Romero, Alonso, Gutiérrez, Navarro, Torres, Domínguez, Vázquez, Ramos, Gil, Ramírez, Serrano, Blanco, Suárez, Ibáñez, Peña, Alvarez-Gaume, Pérez-Fernández, Garcia-Bellido, Sánchez-Guillén, de Florian, de la Cruz, del Águila, Quirós, Espinosa, Zwirner, Nuñez, Castaño, Peñaranda, Barceló, Marín, Carrasco',
    ),
  },
  {
    key: 'portuguese',
    weights: [2, 4, 5],
    middleName: 0.3,
    countries: ['BR', 'BR', 'BR', 'PT'],
    given: split(
      'João, José, António, Gonçalo, Inês, Conceição, Luís, Sérgio, Rogério, Fábio, Márcio, Vinícius, Luíza, Letícia, Caio, Rafael, Thiago, Gustavo, Beatriz, Mariana, Renata, Leandro, Rodrigo, Tânia',
    ),
    family: split(
      'Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, Ribeiro, Carvalho, Almeida, Lopes, Soares, Fernandes, Vieira, Barbosa, Rocha, Dias, Nascimento, Andrade, Moreira, Nunes, Marques, Machado, Mendes, Freitas, Cardoso, Gonçalves, Conceição, Araújo, Magalhães, Falcão, Brandão, da Silva, dos Santos, de Oliveira, Simões, Guimarães',
    ),
  },
  {
    key: 'dutch',
    weights: [5, 4, 3],
    middleName: 0.15,
    countries: ['NL', 'NL', 'BE'],
    given: split(
      'Jan, Pieter, Willem, Joost, Maarten, Sanne, Femke, Gerard, Bram, Jeroen, Eline, Martinus, Hendrik, Kees, Ruud, Sjoerd, Wouter, Marieke, Ilse, Tjeerd',
    ),
    family: split(
      "van den Berg, de Jong, de Vries, van Dijk, Bakker, Janssen, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, 't Hooft, Veltman, van Baal, van der Meer, van Holten, Verlinde, de Wit, van Nieuwenhuizen, Kleiss, van der Bij, Schellekens, Vermaseren",
    ),
  },
  {
    key: 'nordic',
    weights: [4, 3, 3],
    middleName: 0.2,
    countries: ['DK', 'SE', 'NO', 'DK', 'SE'],
    given: split(
      'Søren, Bjørn, Kjell, Åsa, Jørgen, Mette, Ingrid, Lars, Sven, Niels, Frida, Håkan, Mårten, Øystein, Jens, Anders, Karin, Astrid, Torbjörn, Gösta, Åke, Sigrid, Ragnhild, Erik',
    ),
    family: split(
      'Ørsted, Sørensen, Jørgensen, Løvås, Bjørnstad, Ødegård, Åberg, Ångström, Nyström, Lindqvist, Söderberg, Hägg, Bohr, Nielsen, Hansen, Pedersen, Kristiansen, Andersson, Johansson, Karlsson, Lindström, Sjöstrand, Bergström, Ekelöf, Åkesson, Frøland, Holm, Dahl',
    ),
  },
  {
    key: 'finnish',
    weights: [1, 1, 1],
    countries: ['FI'],
    given: split(
      'Juha, Jukka, Matti, Mikko, Antti, Timo, Pekka, Kari, Sanna, Päivi, Tuomas, Hermanni, Jyrki, Väinö, Aino, Eetu, Kimmo, Kaisa',
    ),
    family: split(
      'Virtanen, Mäkinen, Nieminen, Mäkelä, Hämäläinen, Laine, Heikkinen, Koskinen, Järvinen, Lehtonen, Saarinen, Salminen, Heinonen, Niemi, Heikkilä, Kinnunen, Turunen, Rantanen, Karjalainen, Jokinen, Kajantie, Rummukainen, Tuominen, Kärkkäinen',
    ),
  },
  {
    key: 'polish',
    weights: [4, 4, 3],
    countries: ['PL'],
    given: split(
      'Paweł, Wojciech, Krzysztof, Łukasz, Michał, Grzegorz, Tomasz, Agnieszka, Małgorzata, Katarzyna, Joanna, Jędrzej, Zbigniew, Stanisław, Marek, Piotr, Andrzej, Jacek, Magdalena, Barbara, Mirosław, Bożena',
    ),
    family: split(
      'Kowalski, Nowak, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński, Szymański, Woźniak, Dąbrowski, Kozłowski, Jankowski, Mazur, Krawczyk, Piątek, Sołtan, Gałązka, Żurek, Białas, Kraśnicki, Stępień, Jabłoński, Chmielewski, Sikora, Zalewski, Pokorski, Wróblewski',
    ),
  },
  {
    key: 'czech',
    weights: [2, 2, 2],
    countries: ['CZ', 'SK'],
    given: split(
      'Jiří, Jan, Petr, Josef, Pavel, Tomáš, Martin, Jaroslav, Miroslav, Zdeněk, Václav, Eva, Jana, Hana, Lenka, Kateřina, Věra, Ondřej, Lukáš, Radek',
    ),
    family: split(
      'Dvořák, Novák, Svoboda, Černý, Procházka, Kučera, Veselý, Horák, Němec, Pospíšil, Hájek, Jelínek, Růžička, Beneš, Fiala, Sedláček, Doležal, Zeman, Kolář, Navrátil, Čermák, Vaněk, Blažek, Kříž, Kovář, Bartoš, Vlček',
    ),
  },
  {
    key: 'hungarian',
    weights: [2, 2, 1],
    countries: ['HU'],
    given: split(
      'László, István, József, Zoltán, Sándor, Gábor, Péter, Ferenc, Attila, Balázs, Dániel, Zsófia, Katalin, Erzsébet, Ágnes, Tímea, Gyula, Dezső',
    ),
    family: split(
      'Nagy, Kovács, Tóth, Szabó, Horváth, Varga, Kiss, Molnár, Németh, Farkas, Balogh, Papp, Takács, Juhász, Lakatos, Mészáros, Oláh, Rácz, Fekete, Szűcs, Fodor, Katz, Csörgő, Lévai',
    ),
  },
  {
    key: 'russian',
    weights: [12, 9, 6],
    middleName: 0.3,
    countries: ['RU', 'RU', 'RU', 'UA', 'BY', 'AM', 'GE'],
    given: split(
      'Alexander|Александр, Sergey|Сергей, Dmitry|Дмитрий, Andrei|Андрей, Alexey|Алексей, Vladimir|Владимир, Mikhail|Михаил, Nikolai|Николай, Igor|Игорь, Yuri|Юрий, Oleg|Олег, Pavel|Павел, Anna|Анна, Elena|Елена, Olga|Ольга, Tatiana|Татьяна, Natalia|Наталья, Irina|Ирина, Svetlana|Светлана, Ekaterina|Екатерина, Valery|Валерий, Arkady|Аркадий, Lev|Лев, Evgeny|Евгений',
    ),
    family: split(
      'Ivanov|Иванов, Smirnov|Смирнов, Kuznetsov|Кузнецов, Popov|Попов, Vasiliev|Васильев, Petrov|Петров, Sokolov|Соколов, Mikhailov|Михайлов, Novikov|Новиков, Fedorov|Федоров, Morozov|Морозов, Volkov|Волков, Alekseev|Алексеев, Lebedev|Лебедев, Semenov|Семенов, Egorov|Егоров, Pavlov|Павлов, Kozlov|Козлов, Stepanov|Степанов, Nikolaev|Николаев, Orlov|Орлов, Andreev|Андреев, Makarov|Макаров, Zakharov|Захаров, Polyakov|Поляков, Vainshtein|Вайнштейн, Shifman|Шифман, Kazakov|Казаков, Belavin|Белавин, Lipatov|Липатов, Shirkov|Ширков, Gribov|Грибов',
    ),
  },
  {
    key: 'greek',
    weights: [2, 3, 2],
    middleName: 0.05,
    countries: ['GR', 'GR', 'CY'],
    given: split(
      'Georgios, Dimitrios, Konstantinos, Ioannis, Nikolaos, Eleni, Maria, Sofia, Christos, Panagiotis, Athanasios, Vasiliki, Kostas, Alexandros',
    ),
    family: split(
      'Papadopoulos, Georgiou, Nikolaidis, Christodoulou, Karagiannis, Vlachos, Anagnostou, Dimopoulos, Papanikolaou, Kyriakidis, Tamvakis, Zoupanos, Lahanas, Nanopoulos, Antoniadis, Kiritsis, Kehagias, Leontaris',
    ),
  },
  {
    key: 'turkish',
    weights: [1, 2, 3],
    countries: ['TR'],
    given: split(
      'Mehmet, Ahmet, Ayşe, Elif, Murat, Mustafa, Zeynep, Emre, Çağlar, Gökhan, Özge, Şule, İlker, Barış, Tuğba, Kerem, Serkan, Gülşen',
    ),
    family: split(
      'Çelik, Yılmaz, Şahin, Öztürk, Aydın, Özdemir, Arslan, Doğan, Kılıç, Aslan, Çetin, Kara, Koç, Kurt, Özkan, Şimşek, Güneş, Erdoğan, Yıldız, Kaya',
    ),
  },
  {
    key: 'southslavic',
    weights: [1, 2, 2],
    countries: ['HR', 'RS', 'SI'],
    given: split(
      'Ivan, Marko, Luka, Ana, Maja, Nikola, Stjepan, Željko, Dražen, Goran, Milica, Jelena, Dušan, Bojan',
    ),
    family: split(
      'Horvat, Kovačević, Babić, Marić, Jurić, Knežević, Petrović, Jovanović, Nikolić, Đorđević, Stojanović, Popović, Živković, Marković, Šarić, Kos, Vuković, Tomić',
    ),
  },
  {
    key: 'romanian',
    weights: [1, 2, 2],
    countries: ['RO'],
    given: split(
      'Andrei, Mihai, Ioana, Elena, Ștefan, Radu, Cristian, Bogdan, Irina, Alexandru, Mădălina, Gheorghe',
    ),
    family: split(
      'Popescu, Ionescu, Popa, Dumitru, Stoica, Stan, Gheorghiu, Rădulescu, Munteanu, Constantinescu, Dinu, Marinescu, Țurcanu, Lupu, Vâlcu',
    ),
  },
  {
    key: 'chinese',
    weights: [2, 8, 17],
    nativeJoin: '',
    countries: ['CN', 'CN', 'CN', 'CN', 'TW', 'HK', 'SG', 'US'],
    given: split(
      'Wei|伟, Jing|静, Min|敏, Lei|磊, Yang|洋, Jun|军, Yong|勇, Yan|艳, Jie|杰, Tao|涛, Ming|明, Chao|超, Xiaoming|晓明, Hui|慧, Jian|健, Hua|华, Ling|玲, Fang|芳, Xin|鑫, Yu|宇, Hao|浩, Zhiwei|志伟, Haoran|浩然, Yifan|一帆, Zihan|子涵, Xiaoyu|晓宇, Jianwei|建伟, Qiang|强, Bo|波, Peng|鹏, Kai|凯, Rui|瑞, Ying|颖, Lin|琳, Yuxuan|宇轩, Zhengyu|正宇, Shuo|硕, Xiaolong|晓龙',
    ),
    family: split(
      'Wang|王, Li|李, Zhang|张, Liu|刘, Chen|陈, Yang|杨, Huang|黄, Zhao|赵, Wu|吴, Zhou|周, Xu|徐, Sun|孙, Ma|马, Zhu|朱, Hu|胡, Guo|郭, He|何, Lin|林, Gao|高, Luo|罗, Zheng|郑, Liang|梁, Xie|谢, Song|宋, Tang|唐, Han|韩, Feng|冯, Deng|邓, Cao|曹, Peng|彭, Zeng|曾, Xiao|肖, Tian|田, Dong|董, Pan|潘, Yuan|袁, Cai|蔡, Jiang|蒋, Yu|余, Du|杜, Ye|叶, Cheng|程, Wei|魏, Su|苏, Lü|吕, Ding|丁, Ren|任, Lu|卢, Yao|姚, Shen|沈, Zhong|钟, Cui|崔, Tan|谭, Fan|范',
    ),
  },
  {
    key: 'japanese',
    weights: [6, 7, 5],
    nativeJoin: '',
    countries: ['JP'],
    given: split(
      'Hiroshi|浩, Takashi|隆, Yuki|由紀, Kenji|健二, Akira|明, Satoshi|聡, Makoto|誠, Tomoko|智子, Yoko|洋子, Keiko|恵子, Haruki|春樹, Yuta|悠太, Shota|翔太, Daisuke|大輔, Kazuhiro|和宏, Masahiro|正弘, Naoki|直樹, Ryo|亮, Takeshi|武, Yuji|裕二, Kōichi|浩一, Shūji|修二, Yūko|裕子, Tetsuya|哲也, Hitoshi|仁, Shigeki|茂樹',
    ),
    family: split(
      'Sato|佐藤, Suzuki|鈴木, Takahashi|高橋, Tanaka|田中, Watanabe|渡辺, Ito|伊藤, Yamamoto|山本, Nakamura|中村, Kobayashi|小林, Kato|加藤, Yoshida|吉田, Yamada|山田, Sasaki|佐々木, Yamaguchi|山口, Matsumoto|松本, Inoue|井上, Kimura|木村, Hayashi|林, Shimizu|清水, Yamazaki|山崎, Mori|森, Abe|阿部, Ikeda|池田, Hashimoto|橋本, Ishikawa|石川, Ogawa|小川, Okada|岡田, Hasegawa|長谷川, Murakami|村上, Kondo|近藤, Fujita|藤田, Maeda|前田, Tachikawa|立川, Ōno|大野, Kōno|河野, Ōta|太田, Hatsuda|初田, Yanagida|柳田',
    ),
  },
  {
    key: 'korean',
    weights: [1, 3, 4],
    nativeJoin: '',
    countries: ['KR'],
    given: split(
      'Min-jun|민준, Seo-yeon|서연, Ji-hoon|지훈, Ji-woo|지우, Hyun-woo|현우, Seung-hyun|승현, Jae-won|재원, Dong-hyun|동현, Eun-ji|은지, Soo-jin|수진, Young-jae|영재, Sang-hoon|상훈, Jin-hyuk|진혁, Hye-jin|혜진, Sung-won|성원, Kyung-soo|경수',
    ),
    family: split(
      'Kim|김, Lee|이, Park|박, Choi|최, Jung|정, Kang|강, Cho|조, Yoon|윤, Jang|장, Lim|임, Han|한, Oh|오, Seo|서, Shin|신, Kwon|권, Hwang|황, Ahn|안, Song|송, Yoo|유, Hong|홍, Jeon|전, Ko|고, Moon|문, Yang|양, Son|손, Bae|배, Baek|백, Nam|남',
    ),
  },
  {
    key: 'indian',
    weights: [3, 6, 9],
    middleName: 0.1,
    countries: ['IN', 'IN', 'IN', 'IN', 'US'],
    given: split(
      'Amit, Rahul, Priya, Anjali, Sanjay, Rajesh, Sunil, Anil, Vikram, Arjun, Aditya, Rohit, Sandeep, Deepak, Pooja, Neha, Kavita, Sunita, Ananya, Ashoke, Sumit, Debajyoti, Subhaditya, Tanmoy, Saurabh, Abhishek, Sudhir, Gautam, Ramesh, Suresh, Lakshmi, Shiraz, Rajeev, Sourav, Arnab, Indranil',
    ),
    family: split(
      'Sharma, Verma, Gupta, Singh, Kumar, Patel, Reddy, Iyer, Nair, Mukherjee, Chatterjee, Banerjee, Bhattacharya, Das, Sen, Ghosh, Bose, Chakraborty, Rao, Joshi, Mehta, Shah, Desai, Kulkarni, Pillai, Menon, Agarwal, Srivastava, Mishra, Tiwari, Pandey, Saxena, Kapoor, Khanna, Bhatt, Hegde, Krishnan, Subramanian, Raman, Sundaram, Mitra, Dutta, Sarkar, Roy, Majumdar, Basu, Datta, Bhattacharyya, Minwalla, Wadia',
    ),
  },
  {
    key: 'persian-arabic',
    weights: [1, 3, 4],
    countries: ['IR', 'IR', 'EG', 'LB', 'SA', 'MA', 'PK', 'JO'],
    given: split(
      'Ali, Mohammad, Reza, Hossein, Mehdi, Fatemeh, Zahra, Maryam, Sara, Amir, Hamid, Ahmad, Omar, Youssef, Khaled, Layla, Nour, Karim, Samir, Abdus',
    ),
    family: split(
      'Hosseini, Mohammadi, Rezaei, Ahmadi, Karimi, Moradi, Hashemi, Rahimi, Jafari, Mousavi, Sadeghi, Ghorbani, Kazemi, Heidari, Akbari, Nazari, Haddad, Khalil, Hassan, Ibrahim, Mansour, Saleh, Nasser, El-Sayed, Al-Hashimi, Ben Ali, Salam, Sheikh-Jabbari',
    ),
  },
  {
    key: 'vietnamese',
    weights: [0.3, 0.8, 1.2],
    countries: ['VN', 'FR', 'US'],
    given: split('Văn Hùng, Thị Lan, Minh, Quang, Đức, Thanh, Tuấn, Hải, Ngọc Anh, Thu Hà'),
    family: split('Nguyễn, Trần, Lê, Phạm, Hoàng, Phan, Vũ, Đặng, Bùi, Đỗ'),
  },
];

/** The "Latin" part of a "Latin|native" entry. */
export function latinPart(entry: string): string {
  const bar = entry.indexOf('|');
  return bar < 0 ? entry : entry.slice(0, bar);
}

/** The native-script part of a "Latin|native" entry, if any. */
export function nativePart(entry: string): string | undefined {
  const bar = entry.indexOf('|');
  return bar < 0 ? undefined : entry.slice(bar + 1);
}
